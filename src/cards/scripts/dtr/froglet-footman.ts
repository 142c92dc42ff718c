import { cardScript, onEnter, putCounters, self, staticAbility, triggered } from '../../define.js';

export default cardScript('froglet-footman', {
  abilities: [
    staticAbility({ kind: 'preventDamage', affects: 'self', amount: 1 }, { kind: 'selfCounters', counter: 'buff', min: 1 }),
    triggered(onEnter(), [{ op: 'banishFromGraveyard', filter: {}, floatingMemory: true, max: 1, then: [putCounters(self(), 'buff', 1)] }]),
  ],
});
