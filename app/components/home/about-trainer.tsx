import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { Icon } from "~/components/icon";
import { youtubeEmbedUrl, youtubeWatchUrl, type Trainer, type TrainerVideo as Video } from "~/content/home";
import { paths } from "~/lib/paths";

/**
 * The poster is a link to the video on YouTube, so it works without JavaScript. With JavaScript a
 * click swaps in the privacy-enhanced player instead; nothing from YouTube loads before that click.
 */
function TrainerVideo({ video: trainerVideo }: { video: Video }) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <div className="trainer-video">
        <iframe
          ref={frame}
          className="trainer-video__frame"
          src={youtubeEmbedUrl(trainerVideo.youtubeId)}
          title={trainerVideo.title}
          width={trainerVideo.width}
          height={trainerVideo.height}
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }
  return (
    <div className="trainer-video">
      <a
        className="trainer-video__poster"
        href={youtubeWatchUrl(trainerVideo.youtubeId)}
        onClick={(event) => {
          event.preventDefault();
          setPlaying(true);
        }}
      >
        <span className="visually-hidden">Play video: {trainerVideo.title}. </span>
        <img
          src={trainerVideo.poster.src}
          alt={trainerVideo.poster.alt}
          width={trainerVideo.poster.width}
          height={trainerVideo.poster.height}
          loading="lazy"
        />
        <span className="trainer-video__play">
          <Icon name="play" size={28} />
        </span>
      </a>
    </div>
  );
}

export function AboutTrainer({ trainer, video }: { trainer: Trainer; video: Video }) {
  return (
    <section className="section about-trainer" aria-labelledby="about-trainer-title">
      <div className="container about-trainer__layout">
        <TrainerVideo video={video} />
        <div className="about-trainer__text">
          <p className="section__eyebrow">About the trainer</p>
          <h2 id="about-trainer-title">
            Learn from {trainer.name}, {trainer.experienceYears} years in the field
          </h2>
          <p className="about-trainer__experience">
            <span className="about-trainer__years">{trainer.experienceYears}</span> years of experience
            <span className="about-trainer__role">{trainer.role}</span>
          </p>
          {trainer.bio.map((paragraph) => (
            <p key={paragraph.slice(0, 24)}>{paragraph}</p>
          ))}
          <ul className="check-list">
            {trainer.highlights.map((highlight) => (
              <li key={highlight}>{highlight}</li>
            ))}
          </ul>
          <p>
            <Link className="btn btn--secondary" to={paths.courseAzureAdmin}>
              The Azure Administration course
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
