import { activated, cardScript, copyObject, sacrificeSelf, target } from '../../define.js';

export default cardScript('fractal-of-creation', {
  keywords: ['reservable'],
  abilities: [activated([sacrificeSelf()], [copyObject(target(0))], { targets: [{ kind: 'object', controller: 'you', anyType: ['TOKEN'] }] })],
});
