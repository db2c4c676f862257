// What nothing needs before the modal's first open, a connection or a stored session's restore:
// one chunk, loaded once the page is idle after load or on first need (loadLateControllers).
export { connect } from '../actions/connect'
export { disconnect } from '../actions/disconnect'
export { restoreStoredSession } from '../actions/restoreStoredSession'
export { switchNetwork } from '../actions/switchNetwork'
export { createAccountController } from '../controllers/AccountController'
export { createBalanceController } from '../controllers/BalanceController'
export { createNamesController } from '../controllers/NamesController'
export { createSendController } from '../controllers/SendController'
export { createSnackController } from '../controllers/SnackController'
export { createTransactionsController } from '../controllers/TransactionsController'
export { createWalletListController } from '../controllers/WalletListController'
export { prefetchOnFirstOpen } from './prefetchOnFirstOpen'
