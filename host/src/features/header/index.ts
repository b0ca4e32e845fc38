export { Header } from './components/Header';
