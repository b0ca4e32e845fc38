// jsdom has no layout, so no scrolling: record the calls instead (not in the Node-environment tests).
beforeEach(() => {
  if (typeof window === 'undefined') return;
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = jest.fn();
});
