import { activated, cardScript, load, mill, onHit, restSelf, target, targetWeapon, triggered } from '../../define.js';

export default cardScript('cascading-round', {
  keywords: ['renewable'],
  abilities: [
    activated([restSelf()], [load(target(0))], { targets: [targetWeapon({ controller: 'you', subtype: 'GUN', loaded: false })] }),
    triggered(onHit(), [mill(1, 'you')]),
  ],
});
