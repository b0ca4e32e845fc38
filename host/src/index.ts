import { afterFirstPaint } from './app/afterFirstPaint';

// Async boundary: shared singletons are negotiated before any of them is used. A prerendered page is shown
// first (painted before the app's start-up work); an empty shell has nothing to paint, so it starts at once.
const prerendered = document.querySelector('#root [data-prerendered]') !== null;
(prerendered ? afterFirstPaint() : Promise.resolve()).then(() => import('./bootstrap'));
