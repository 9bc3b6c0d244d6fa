export { AppError, INTERNAL_MESSAGE, UNAUTHORIZED_MESSAGE, type AppErrorCode } from './app-error';
