// The web pages' few lines of script (served as /static/site-HASH.js, the only script the
// Content-Security-Policy allows): when the game's version differs from the page's, its main
// part is fetched anew and swapped in; the ← → keys follow the previous and next links.
(function(){
  var main=document.querySelector('main');
  if(main.dataset.events&&window.EventSource){
    var es=new EventSource(main.dataset.events),busy=false;
    es.onmessage=function(e){
      var m=document.querySelector('main');
      if(busy||e.data===m.dataset.version)return;
      busy=true;
      fetch(location.href,{cache:'no-store'}).then(function(r){return r.text()}).then(function(t){
        var fresh=new DOMParser().parseFromString(t,'text/html').querySelector('main');
        if(fresh)m.replaceWith(fresh);
      }).finally(function(){busy=false});
    };
  }
  document.addEventListener('keydown',function(e){
    if(e.altKey||e.ctrlKey||e.metaKey||e.shiftKey)return;
    var rel={ArrowLeft:'prev',ArrowRight:'next'}[e.key];
    var a=rel&&document.querySelector('main a[rel='+rel+']');
    if(a)location.href=a.href;
  });
})();
