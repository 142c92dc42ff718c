import { anyOf, cardScript, characteristics, draw, objectSet, onAttack, staticAbility, triggered } from '../../define.js';

const humanOf = (element: 'FIRE' | 'TERA') =>
  ({ kind: 'controlsCount', filter: { type: 'ALLY', element, supertype: 'UNIQUE', subtype: 'HUMAN' }, min: 1 }) as const;

export default cardScript('red-hare-unrivaled-stallion', {
  keywordValues: { pride: 3 },
  abilities: [
    staticAbility(
      characteristics([
        { kind: 'loseKeywordValue', keyword: 'pride' },
        { kind: 'gainAbility', ability: triggered(onAttack(), [{ op: 'discardToDo', filter: {}, then: [draw(1)] }]) },
      ], objectSet('self')),
      anyOf(humanOf('FIRE'), humanOf('TERA')),
    ),
  ],
});
