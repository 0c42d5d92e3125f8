// What other modules' repositories may use of auth's rules in their queries (decision 015).
export { SESSION_ABSOLUTE_LIFETIME_DAYS } from './session-lifetime';
