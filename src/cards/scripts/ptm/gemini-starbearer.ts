import { activated, cardScript, dealDamage, onEnter, restSelf, summonToken, target, triggered } from '../../define.js';

export default cardScript('gemini-starbearer', {
  abilities: [
    triggered(onEnter(), [summonToken('astral-shard')]),
    activated([restSelf()], [
      { op: 'scaled', x: { of: 'controlled', filter: { name: 'Astral Shard' } }, effect: dealDamage(target(0), 0) },
    ], { targets: [{ kind: 'unit', bySpell: true }] }),
  ],
});
