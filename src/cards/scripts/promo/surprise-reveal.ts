import { cardScript, classBonus, draw, gainStatus, ifThen, targetPlayer } from '../../define.js';

export default cardScript('surprise-reveal', {
  targets: [targetPlayer({ controller: 'opponent' })],
  onResolve: [{ op: 'revealZones', who: { ref: 'target', index: 0 }, zones: ['hand', 'memory'] }, gainStatus('crowds-favor'), ifThen(classBonus(), [draw(1)])],
});
