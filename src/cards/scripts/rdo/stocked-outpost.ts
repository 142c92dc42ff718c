import { cardScript, drawIntoMemory, ifThen, not, onEnter, triggered, yourTurn } from '../../define.js';

export default cardScript('stocked-outpost', {
  abilities: [
    triggered(onEnter(), [drawIntoMemory(1)]),
    triggered({ on: 'destroy' }, [ifThen(not(yourTurn()), [drawIntoMemory(1, 'turnPlayer')])]),
  ],
});
