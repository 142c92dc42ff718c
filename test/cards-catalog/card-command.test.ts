import { ApplicationCommandOptionType, ComponentType, MessageFlags } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { autocomplete, CardPostCustomId, data, handleCard, handleCardPost } from '../../commands/card.js';
import { CardCatalog } from '../../src/cards/catalog.js';
import { fixtureCards } from './fixture-cards.js';

const catalog = new CardCatalog(fixtureCards());

describe('/card', () => {
  it('declares one required, autocompleted name option', () => {
    expect(data.name).toBe('card');
    expect(data.options).toEqual([
      expect.objectContaining({ name: 'name', type: ApplicationCommandOptionType.String, required: true, autocomplete: true }),
    ]);
  });

  it('autocompletes card names', () => {
    const choices = autocomplete(catalog, 'spirit of');
    expect(choices.map((choice) => choice.name).slice(0, 2)).toEqual(['Spirit of Fire', 'Spirit of Water']);
    expect(choices[0]).toEqual({ name: 'Spirit of Fire', value: 'spirit-of-fire' });
    expect(choices.length).toBeLessThanOrEqual(25);
  });

  it('answers ephemerally with the card and a "Post in channel" button', () => {
    const reply = handleCard(catalog, 'spirit-of-water');
    expect(reply.flags).toBe(MessageFlags.Ephemeral);
    expect(reply.embeds?.[0]?.title).toBe('Spirit of Water');
    const button = reply.components?.[0];
    expect(button?.type).toBe(ComponentType.ActionRow);
    const customId = (button as { components: { custom_id: string; label: string }[] }).components[0]!;
    expect(customId.label).toBe('Post in channel');
    expect(CardPostCustomId.parse(customId.custom_id)).toEqual({ slug: 'spirit-of-water' });
  });

  it('accepts a typed name as well as the autocomplete slug', () => {
    expect(handleCard(catalog, 'Lorraine, Wandering Warrior').embeds?.[0]?.title).toBe('Lorraine, Wandering Warrior');
  });

  it('suggests close names when nothing matches', () => {
    const reply = handleCard(catalog, 'Fyreball of *doom*');
    expect(reply.embeds).toBeUndefined();
    expect(reply.content).toMatch(/No card named "Fyreball of doom"/);
    expect(reply.content).toContain('**Fireball**');
    expect(handleCard(catalog, '  ').content).toMatch(/Type a card name/);
  });

  it('posts publicly from the button, refusing forged ids', () => {
    const reply = handleCardPost(catalog, 'card:post:fireball');
    expect(reply.flags).toBeUndefined();
    expect(reply.embeds?.[0]?.title).toBe('Fireball');
    expect(reply.components).toBeUndefined();
    for (const forged of ['card:post:', 'card:post:../etc', 'card:post:FIREBALL', 'deck:post:fireball', `card:post:${'a'.repeat(200)}`]) {
      expect(CardPostCustomId.safeParse(forged).success).toBe(false);
    }
    expect(handleCardPost(catalog, 'card:post:no-such-card').content).toMatch(/no longer/);
  });
});
