export { getJeePrediction } from './api/getJeePrediction';
export { JeeMainPredictor } from './components/JeeMainPredictor';
