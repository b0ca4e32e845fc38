// jsdom has no layout, so no scrolling: record the calls instead.
beforeEach(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = jest.fn();
});
