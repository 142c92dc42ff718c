import { activated, atBeginningOfYourRecollection, cardScript, ingredient, putCounters, sacrificeSelf, self, target, triggered } from '../../define.js';

const ageThatWasOnIt = { of: 'selfCounters', counter: 'age' } as const; // read as it last was, once sacrificed

export default cardScript('distilled-atrophy', {
  brew: [ingredient(1, { name: 'Blightroot' }), ingredient(1, { subtype: 'HERB' })],
  abilities: [
    triggered(atBeginningOfYourRecollection(), [putCounters(self(), 'age', 1)]),
    activated([sacrificeSelf()], [
      { op: 'scaled', x: ageThatWasOnIt, sign: -1, effect: { op: 'modifyStat', subject: target(0), stat: 'level', amount: 0, duration: 'untilEndOfTurn' } },
      { op: 'if', condition: { kind: 'targetLevelAtMost', index: 0, max: 0 }, then: [{ op: 'scaled', x: ageThatWasOnIt, effect: { op: 'dealDamage', to: target(0), amount: 0 } }] },
    ], { targets: [{ kind: 'champion' }] }),
  ],
});
