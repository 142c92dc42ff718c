import { cardScript, ifThen, recover, targetPlayer } from '../../define.js';

export default cardScript('fast-cure', {
  keywords: ['floatingMemory'],
  targets: [targetPlayer({ controller: 'opponent' })],
  onResolve: [ifThen({ kind: 'targetInfluenceGreater', index: 0 }, [recover(4)])],
});
