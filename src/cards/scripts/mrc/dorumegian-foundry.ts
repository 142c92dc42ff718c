import { cardScript, classBonus, onEnter, staticAbility, triggered } from '../../define.js';

export default cardScript('dorumegian-foundry', {
  abilities: [
    staticAbility({ kind: 'costModifier', affects: 'self', amount: -2, per: [{ zone: 'field', type: 'DOMAIN', atMost: 3 }] }, classBonus()),
    triggered(onEnter(), [{ op: 'summonToken', token: 'automaton-drone', count: 1, counters: { buff: 1 } }]),
  ],
});
