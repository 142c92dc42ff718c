import { cardScript, draw, onDeath, staticAbility, triggered } from '../../define.js';

// It is a Slime ally itself: another one means two of them while it is on the field.
export default cardScript('baby-silver-slime', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'taunt' }, { kind: 'controlsCount', filter: { type: 'ALLY', subtype: 'SLIME' }, min: 2 }),
    triggered(onDeath(), [{ op: 'revealCards', from: ['hand', 'memory'], filter: { subtype: 'SLIME' }, count: 1, exactly: true, then: [draw(1)] }]),
  ],
});
