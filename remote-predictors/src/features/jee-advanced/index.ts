export { JeeAdvancedPredictor } from './components/JeeAdvancedPredictor';
