import { cardScript, draw, ifThen, onEnter, triggered, youControl } from '../../define.js';

export default cardScript('silvie-with-the-pack', { abilities: [triggered(onEnter(), [ifThen(youControl('ANIMAL'), [draw(1)]), ifThen(youControl('BEAST'), [draw(1)])])] });
