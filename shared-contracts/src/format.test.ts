import { GLOBAL_ALERT_MESSAGES } from './messages';
import { formatIndianNumber, formatLongDate, globalAlertMessage, multiSelectLabel, orNA, pageWindow, showingSummary } from './format';

it('windows page numbers around the current page', () => {
  expect(pageWindow(1, 10, 5)).toEqual([1, 2, 3, 4, 5]);
  expect(pageWindow(6, 10, 5)).toEqual([4, 5, 6, 7, 8]);
  expect(pageWindow(10, 10, 5)).toEqual([6, 7, 8, 9, 10]);
  expect(pageWindow(2, 2, 5)).toEqual([1, 2]);
  expect(pageWindow(5, 10, 3)).toEqual([4, 5, 6]);
  expect(pageWindow(1, 0, 5)).toEqual([]);
});

it('summarises what is shown', () => {
  expect(showingSummary(1, 50, 120)).toBe('Showing 1 - 50 of 120 results');
  expect(showingSummary(3, 50, 120)).toBe('Showing 101 - 120 of 120 results');
  expect(showingSummary(1, 'all', 120)).toBe('Showing all 120 results');
});

it('truncates multi-select labels at 35 characters', () => {
  expect(multiSelectLabel([], 'Select districts')).toBe('Select districts');
  expect(multiSelectLabel(['Pune'], 'x')).toBe('Pune');
  const long = 'A very long single option label that overflows';
  expect(multiSelectLabel([long], 'x')).toBe(`${long.slice(0, 32)}...`);
  expect(multiSelectLabel(['Mumbai City', 'Mumbai Suburban', 'Pune', 'Thane'], 'x')).toBe('4 items selected');
  expect(multiSelectLabel(['Pune', 'Thane'], 'x')).toBe('Pune, Thane');
});

it('formats dates in the en-US long form', () => {
  expect(formatLongDate('2025-07-01')).toBe('July 1, 2025');
  expect(formatLongDate('2025-12-31T23:30:00Z')).toBe('December 31, 2025');
});

it("writes every day of a leap year as the browser's en-US long date in UTC does", () => {
  const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  for (let day = 0; day < 366; day += 1) {
    const iso = new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10);
    expect(formatLongDate(iso)).toBe(intl.format(new Date(iso)));
  }
});

it('writes figures with Indian grouping, making each formatter at its first figure and only once', () => {
  const made = jest.spyOn(Intl, 'NumberFormat');
  jest.isolateModules(() => {
    const format = jest.requireActual<typeof import('./format')>('./format');
    expect(made).not.toHaveBeenCalled();
    expect(format.formatIndianNumber(150000)).toBe('1,50,000');
    expect(format.formatIndianNumber(2000.5)).toBe('2,000.5');
    expect(format.formatIndianNumber(1500000, 0)).toBe('15,00,000');
    expect(format.formatIndianNumber(99.12345, 4)).toBe('99.1235');
    expect(format.formatIndianNumber(98.5, 4)).toBe('98.5');
  });
  // One per number of decimals (3, 0 and 4), each made once.
  expect(made).toHaveBeenCalledTimes(3);
  made.mockRestore();
  expect(formatIndianNumber(123456)).toBe('1,23,456');
});

it('picks the global alert message', () => {
  const base = { isConnectionError: false, isTimeout: false };
  expect(globalAlertMessage({ ...base, isOffline: true })).toBe(GLOBAL_ALERT_MESSAGES.offline);
  expect(globalAlertMessage({ ...base, isConnectionError: true })).toBe(GLOBAL_ALERT_MESSAGES.connection);
  expect(globalAlertMessage({ ...base, isTimeout: true })).toBe(GLOBAL_ALERT_MESSAGES.timeout);
  expect(globalAlertMessage({ ...base, status: 401 })).toBe(GLOBAL_ALERT_MESSAGES.session);
  expect(globalAlertMessage({ ...base, status: 403 })).toBe(GLOBAL_ALERT_MESSAGES.session);
  expect(globalAlertMessage({ ...base, status: 503 })).toBe(GLOBAL_ALERT_MESSAGES.server);
  expect(globalAlertMessage({ ...base, status: 429 })).toBe(GLOBAL_ALERT_MESSAGES.other);
});

it('shows null as N/A', () => {
  expect(orNA(null)).toBe('N/A');
  expect(orNA(undefined)).toBe('N/A');
  expect(orNA(0)).toBe('0');
  expect(orNA(71.5)).toBe('71.5');
});
