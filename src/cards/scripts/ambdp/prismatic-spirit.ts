import { cardScript, draw, onEnter, triggered } from '../../define.js';

export default cardScript('prismatic-spirit', {
  abilities: [
    triggered(onEnter(), [draw(6), { op: 'chooseElements', count: 2 }]),
    { kind: 'static', inherited: true, effect: { kind: 'chosenElements' } },
  ],
});
