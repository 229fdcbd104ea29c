-- A completed campaign keeps its group taken (ADR 025): parts completed before this rule get their
-- group back, one per player and group (the earliest completed), unless another part holds it now.
UPDATE "campaign_players" AS p
SET "active_group" = c."group_key"
FROM "campaigns" AS c
WHERE p."campaign_uuid" = c."uuid"
  AND c."group_key" IS NOT NULL
  AND p."status" = 'LEVEL_COMPLETED'
  AND p."active_group" IS NULL
  AND NOT EXISTS (
    SELECT 1 FROM "campaign_players" AS o
    WHERE o."player_uuid" = p."player_uuid" AND o."active_group" = c."group_key"
  )
  AND (p."campaign_uuid", p."player_uuid") IN (
    SELECT DISTINCT ON (p2."player_uuid", c2."group_key") p2."campaign_uuid", p2."player_uuid"
    FROM "campaign_players" AS p2
    JOIN "campaigns" AS c2 ON c2."uuid" = p2."campaign_uuid"
    WHERE p2."status" = 'LEVEL_COMPLETED' AND c2."group_key" IS NOT NULL
    ORDER BY p2."player_uuid", c2."group_key", p2."updated_at"
  );
