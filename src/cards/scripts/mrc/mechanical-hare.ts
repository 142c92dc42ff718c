import { cardScript, characteristics, classBonus, onAttack, onEnter, putCounters, self, staticAbility, triggered } from '../../define.js';

const gyCard = { kind: 'graveyardCard', optional: true, singleGraveyard: true } as const;

export default cardScript('mechanical-hare', {
  abilities: [
    triggered(onEnter(), [putCounters(self(), 'buff', 1)], { condition: classBonus() }),
    staticAbility(characteristics([{
      kind: 'gainAbility',
      ability: triggered(onAttack(), [{ op: 'banishCard', target: 0 }, { op: 'banishCard', target: 1 }], { targets: [gyCard, gyCard] }),
    }]), { kind: 'selfCounters', counter: 'buff', min: 2 }),
  ],
});
