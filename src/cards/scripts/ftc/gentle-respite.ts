import { cardScript, drawIntoMemory, ifThen, targetPlayer } from '../../define.js';

export default cardScript('gentle-respite', {
  keywords: ['floatingMemory'],
  targets: [targetPlayer({ controller: 'opponent' })],
  onResolve: [ifThen({ kind: 'targetInfluenceGreater', index: 0 }, [drawIntoMemory(1)])],
});
