export { FloatingSupportButton } from './components/FloatingSupportButton';
export { LazySupportDialog } from './components/LazySupportDialog';
export { SupportDialogProvider, useSupportDialog } from './hooks/supportDialogState';
