import { readOptions } from './readOptions';

describe('readOptions', () => {
  it('reads every response key the spec names, options or plain strings', () => {
    expect(readOptions({ quotas: [{ value: 'State Level', label: 'State Level' }] }, ['quotas'])).toEqual([{ value: 'State Level', label: 'State Level' }]);
    expect(readOptions({ 'seat-types': ['GOPENS'] }, ['seat_types', 'seat-types'])).toEqual([{ value: 'GOPENS', label: 'GOPENS' }]);
    expect(readOptions({ options: [{ value: 1, label: 'CAP Round I' }] }, ['rounds'])).toEqual([{ value: '1', label: 'CAP Round I' }]);
    expect(readOptions({ districts: [{ value: 'Pune', label: '' }] }, ['districts'])).toEqual([{ value: 'Pune', label: 'Pune' }]);
    expect(readOptions(['Civil Engineering'], ['branches'])).toEqual([{ value: 'Civil Engineering', label: 'Civil Engineering' }]);
    expect(readOptions({ unexpected: true }, ['branches'])).toEqual([]);
    expect(readOptions(null, ['branches'])).toEqual([]);
  });
});
