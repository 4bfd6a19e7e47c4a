export { expectNoAxeViolations } from '../testing/index';
