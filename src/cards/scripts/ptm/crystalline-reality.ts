import { cardScript, championBonus, drawIntoMemory, not, prepared, staticAbility, summonToken, yourChampion } from '../../define.js';
import type { Effect, Mode } from '../../vocabulary.js';

// "Choose one; if prepared, two instead": a single mode when not prepared, a pair when prepared.
const blade: Effect = summonToken('memorite-blade');
const sight: Effect = { op: 'grantKeyword', subject: yourChampion(), keyword: 'trueSight', duration: 'untilEndOfTurn' };
const draw: Effect = drawIntoMemory(1);
const one = (effects: Effect[]): Mode => ({ condition: not(prepared()), effects });
const two = (effects: Effect[]): Mode => ({ condition: prepared(), effects });

export default cardScript('crystalline-reality', {
  activationValues: { prepare: 1 },
  abilities: [staticAbility({ kind: 'keyword', keyword: 'prepare' }, championBonus('Merlin'))],
  modes: [one([blade]), one([sight]), one([draw]), two([blade, sight]), two([blade, draw]), two([sight, draw])],
});
