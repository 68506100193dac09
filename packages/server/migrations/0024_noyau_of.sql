-- Réservée au travail de l'issue 27 ; sans effet tant qu'elle n'est pas écrite.
select 1;
