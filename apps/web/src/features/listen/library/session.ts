/**
 * The listener session store lives in lib/listener-session.ts: the public header reads it
 * too, and components may not import a feature. The listener app's files import it from here.
 */
export * from '../../../lib/listener-session';
