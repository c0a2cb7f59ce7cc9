/** What shows while the first route's code loads: the same splash index.html starts with. */
export function BootSplash() {
  return (
    <div className="boot-splash" data-testid="boot-splash">
      <img
        className="boot-splash__logo"
        src={`${import.meta.env.BASE_URL}logo.svg`}
        alt=""
        width={88}
        height={88}
      />
    </div>
  );
}
