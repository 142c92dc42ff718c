import { activated, cardScript, restSelf } from '../../define.js';

export default cardScript('brewing-kit', {
  abilities: [
    activated([restSelf(), { kind: 'sacrificeObjects', count: 3, filter: { subtype: 'HERB' } }], [
      { op: 'lookAndTake', count: 6, filter: { type: 'ITEM', subtype: 'POTION' } },
    ]),
  ],
});
