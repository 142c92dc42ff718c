import { cardScript, championBonus, draw, ifThen, may, onDeath, onHit, staticAbility, summonToken, triggered } from '../../define.js';

export default cardScript('golden-pawn', {
  abilities: [
    // Another Chessman unit: two of them with Golden Pawn itself.
    staticAbility({ kind: 'keyword', keyword: 'taunt' }, { kind: 'controlsCount', filter: { subtype: 'CHESSMAN', anyType: ['ALLY', 'CHAMPION'] }, min: 2 }),
    triggered(onDeath(), [draw(1)]),
    triggered(onHit(), [ifThen({ kind: 'eventAmountAtLeast', min: 7 }, [may({ op: 'sacrificeSelf', then: [summonToken('queen-piece')] })])], { condition: championBonus('Alice') }),
  ],
});
