export * from './merchants';
export * from './members';
export * from './auth';
export * from './platform';
export * from './wallet';
export * from './catalogue';
export * from './content';
export * from './play';
