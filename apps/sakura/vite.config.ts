import { defineBrandApp } from '@lobbykit/brand/vite';

export default defineBrandApp(import.meta.dirname);
