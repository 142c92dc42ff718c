import { cardScript, draw, onEnter, triggered } from '../../define.js';

export default cardScript('spirit-of-chess', {
  abilities: [
    triggered(onEnter(), [draw(7)]),
    { kind: 'static', inherited: true, effect: { kind: 'ignoreElementalRequirements', rule: { filter: { subtype: 'CHESSMAN' }, elements: 'nonAdvanced' } } },
  ],
});
