import { activated, cardScript, draw, sacrificeSelf } from '../../define.js';

export default cardScript('springleaf', { abilities: [activated([sacrificeSelf()], [{ op: 'handToDeckBottom', then: [draw(1)] }])] });
