import { cardScript, loadInto, may } from '../../define.js';

export default cardScript('aetheric-calibration', {
  onResolve: [
    { op: 'glimpse', count: 4 },
    { op: 'revealTopTakeIf', filter: { subtype: 'AETHERCHARGE' }, to: 'memory' },
    may(loadInto({ kind: 'weapon', controller: 'you', subtype: 'AETHERWING' })),
  ],
});
