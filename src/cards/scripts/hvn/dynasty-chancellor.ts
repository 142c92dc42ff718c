import { cardScript, draw, ifThen, masteryDirection, mill, onDeath, onEnter, triggered } from '../../define.js';

export default cardScript('dynasty-chancellor', {
  keywords: ['intercept'],
  abilities: [
    triggered(onEnter(), [ifThen(masteryDirection('north'), [mill(2, 'you')])]),
    triggered(onDeath(), [ifThen({ kind: 'graveyardCount', min: 3, element: 'WATER' }, [draw(1)])]),
  ],
});
