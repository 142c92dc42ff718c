import { cardScript, ifThen, imbue, imbued } from '../../define.js';

export default cardScript('cultivate', {
  imbue: [imbue(1)],
  onResolve: [
    { op: 'scaled', x: { of: 'controlled', filter: { type: 'ITEM', subtype: 'HERB' } }, per: 3, effect: { op: 'gatherTimes', count: 0 } },
    ifThen(imbued(), [{ op: 'gather' }]),
  ],
});
