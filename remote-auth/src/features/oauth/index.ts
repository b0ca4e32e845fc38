export { postExchangeCode } from './api/postExchangeCode';
export { GoogleSignInButton } from './components/GoogleSignInButton';
export { bridgeUrl } from './model/googleSignIn';
export { codeState, exchangeOnce, isExchangeRunning } from './model/processedCodes';
