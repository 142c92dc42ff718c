import { classBonus, defineCard, reserve, staticAbility, yourChampion } from '../../define.js';

export default defineCard(
  { slug: 'shroud-in-mist', name: 'Shroud in Mist', types: ['ACTION'], subtypes: ['ASSASSIN', 'SPELL'], classes: ['ASSASSIN'], element: 'WATER', cost: reserve(5), speed: true },
  {
    abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -2 }, classBonus())],
    // Units you control: your allies and your champion.
    onResolve: [
      { op: 'grantKeyword', subject: { ref: 'alliesYouControl' }, keyword: 'stealth', duration: 'untilEndOfTurn' },
      { op: 'grantKeyword', subject: yourChampion(), keyword: 'stealth', duration: 'untilEndOfTurn' },
    ],
  },
);
