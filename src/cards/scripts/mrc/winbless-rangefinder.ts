import { cardScript, classBonus, ifThen, onEnter, putCounters, staticAbility, target, targetUnit, triggered } from '../../define.js';

export default cardScript('winbless-rangefinder', {
  abilities: [
    triggered(onEnter(), [
      { op: 'becomeDistant', subject: target(0) },
      ifThen({ kind: 'targetIs', index: 0, filter: { type: 'ALLY', subtype: 'AUTOMATON' } }, [putCounters(target(0), 'buff', 1)]),
    ], { targets: [targetUnit({ controller: 'you', other: true })] }),
    staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
  ],
});
