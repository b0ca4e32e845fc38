export { MhtcetPredictor } from './components/MhtcetPredictor';
