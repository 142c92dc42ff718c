import { cardScript, draw, target, targetPlayer } from '../../define.js';

// The target opponent takes control of a target Crystal object of yours for good; only if control changed, you draw two.
export default cardScript('false-tidings', {
  targets: [targetPlayer({ controller: 'opponent' }), { kind: 'object', controller: 'you', subtype: 'CRYSTAL' }],
  onResolve: [{ op: 'gainControl', subject: target(1), to: { target: 0 }, then: [draw(2)] }],
});
