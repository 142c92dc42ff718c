import type { Effect } from '../../vocabulary.js';
import { cardScript, championBonus, dealDamage, drawIntoMemory, ifThen, staticAbility, yourChampion } from '../../define.js';

// X = 5 minus your influence, fixed once as it resolves (drawing raises the influence): one branch per X from 5 down to 1.
function byInfluence(influence: number): Effect[] {
  if (influence > 4) return [];
  const x = 5 - influence;
  return [ifThen({ kind: 'influenceAtMost', max: influence }, [drawIntoMemory(x), dealDamage(yourChampion(), x)], byInfluence(influence + 1))];
}

export default cardScript('butlers-augury', {
  abilities: [staticAbility({ kind: 'costModifier', affects: 'self', amount: -1, perTally: { tally: { of: 'omens' }, max: 2 } }, championBonus('Ciel'))],
  onResolve: byInfluence(0),
});
