// Contact messages and join requests: validated, stored, then mailed (SPEC 2 "Contact page", "Join page").
import { z } from 'zod';
import './zod-config';
import { RequiredEmailSchema, requiredText } from './common';

/** Hidden field that people never fill in; bots do, and their message is quietly dropped. */
const honeypot = z.string().max(500).optional();

export const ContactRoleSchema = z.enum(['Particulier', 'Professionnel'], {
  error: 'Veuillez choisir un rôle.',
});

export const ContactMessageSchema = z.object({
  nom: requiredText('Le nom est obligatoire.', 100),
  email: RequiredEmailSchema,
  tel: requiredText('Le téléphone est obligatoire.', 30),
  role: ContactRoleSchema,
  message: requiredText('Le message est obligatoire.', 5000),
  website: honeypot,
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const JoinRequestSchema = z.object({
  nom: requiredText('Le nom est obligatoire.', 100),
  prenom: requiredText('Le prénom est obligatoire.', 100),
  email: RequiredEmailSchema,
  phone: requiredText('Le téléphone est obligatoire.', 30),
  message: z.string().trim().max(5000).optional(),
  website: honeypot,
});
export type JoinRequest = z.infer<typeof JoinRequestSchema>;

export const MessageKindSchema = z.enum(['CONTACT', 'JOIN']);
export const MessageStatusSchema = z.enum(['PENDING', 'SENT', 'FAILED']);

/** A received message as the back office lists it. */
export const StoredMessageSchema = z.object({
  id: z.number().int(),
  kind: MessageKindSchema,
  status: MessageStatusSchema,
  payload: z.union([ContactMessageSchema, JoinRequestSchema]),
  /** Delivery attempts so far; a FAILED message is retried by the API until it is SENT. */
  attempts: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type StoredMessage = z.infer<typeof StoredMessageSchema>;
export const StoredMessageListSchema = z.array(StoredMessageSchema);
