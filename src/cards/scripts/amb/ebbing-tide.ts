import { activated, banishSelf, cardScript, empower, masteryDirection, restSelf } from '../../define.js';

export default cardScript('ebbing-tide', {
  keywords: ['hindered'],
  abilities: [
    activated([restSelf()], [empower(2)], { condition: { kind: 'anyOf', conditions: [masteryDirection('east'), masteryDirection('west')] } }),
    activated([restSelf(), banishSelf()], [{ op: 'countedAmount', count: { zone: 'graveyard', element: 'WATER' }, effect: 'empower' }], {
      speed: 'slow',
      condition: { kind: 'anyOf', conditions: [masteryDirection('north'), masteryDirection('south')] },
    }),
  ],
});
