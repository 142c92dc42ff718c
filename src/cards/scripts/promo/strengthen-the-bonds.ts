import { cardScript, putCounters, target } from '../../define.js';

const fateObject = { kind: 'object' as const, anySubtype: ['FATESTONE', 'FATEBOUND'], optional: true };

export default cardScript('strengthen-the-bonds', {
  targets: [fateObject, fateObject],
  onResolve: [putCounters(target(0), 'buff', 1), putCounters(target(1), 'buff', 1)],
});
